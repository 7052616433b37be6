import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';

/** The control center's period selector: 实时 / 1小时 / 24小时 / 7天. */
export enum MetricsPeriod {
  REALTIME = 'REALTIME',
  HOUR = 'HOUR',
  DAY = 'DAY',
  WEEK = 'WEEK',
}

registerEnumType(MetricsPeriod, {
  name: 'MetricsPeriod',
  description: 'History period: 实时 (last 60 ticks), 1小时, 24小时, 7天.',
  valuesConfig: {
    REALTIME: { description: '实时: the last 60 samples, one bucket per tick.' },
    HOUR: { description: '1小时: the last hour in 1-minute buckets.' },
    DAY: { description: '24小时: the last 24 hours in 10-minute buckets.' },
    WEEK: { description: '7天: the last 7 days in 1-hour buckets.' },
  },
});

@ObjectType({ description: 'Averages of the samples taken in one bucket; the bucket starts at `timestamp`.' })
export class SystemMetricsPoint {
  @Field(() => GraphQLDateTimeISO, { description: 'Start of the bucket.' })
  timestamp: Date;

  @Field(() => Int, { description: 'Number of raw samples averaged into this point.' })
  samples: number;

  @Field(() => Float, { nullable: true, description: 'CPU load, percent (0–100).' })
  cpuUsage: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'CPU temperature, °C; null when the host has no sensor.',
  })
  cpuTemperature: number | null;

  @Field(() => Float, { description: 'Memory used share, percent (0–100).' })
  memoryUsage: number;

  @Field(() => Float, { description: 'Used memory, GB.' })
  memoryUsed: number;

  @Field(() => Float, { description: 'Total memory, GB.' })
  memoryTotal: number;

  @Field(() => Float, { nullable: true, description: 'Upload speed, MB/s.' })
  uploadSpeed: number | null;

  @Field(() => Float, { nullable: true, description: 'Download speed, MB/s.' })
  downloadSpeed: number | null;

  @Field(() => Float, { description: 'Sent since boot at the end of the bucket, MB.' })
  totalUpload: number;

  @Field(() => Float, { description: 'Received since boot at the end of the bucket, MB.' })
  totalDownload: number;
}

@ObjectType({ description: 'Bucketed system metrics of one gateway host over a period.' })
export class SystemMetricsHistory {
  @Field(() => MetricsPeriod)
  period: MetricsPeriod;

  @Field({ description: 'Host name of the gateway machine the samples come from.' })
  host: string;

  @Field(() => Int, { description: 'Width of each bucket, seconds.' })
  bucketSeconds: number;

  @Field(() => Int, { description: 'Length of the period, seconds (the window ends now).' })
  windowSeconds: number;

  @Field(() => [SystemMetricsPoint], { description: 'Oldest first; buckets without samples are absent.' })
  points: SystemMetricsPoint[];
}
