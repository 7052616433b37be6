import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'CPU figures of the gateway host.' })
export class CpuInfo {
  @Field(() => Float, { nullable: true, description: 'Load over the last tick, percent (0–100).' })
  usage: number | null;

  @Field(() => Int, { description: 'Logical cores.' })
  coreCount: number;

  @Field({ description: 'CPU model name.' })
  model: string;

  @Field(() => Float, {
    nullable: true,
    description: 'Package temperature, °C; null when the host has no sensor.',
  })
  temperature: number | null;
}

@ObjectType({ description: 'Memory of the gateway host.' })
export class MemoryInfo {
  @Field(() => Float, { description: 'Used share, percent (0–100).' })
  usage: number;

  @Field(() => Float, { description: 'Used memory, GB.' })
  used: number;

  @Field(() => Float, { description: 'Total memory, GB.' })
  total: number;
}

@ObjectType({ description: 'Network traffic of the gateway host, all interfaces.' })
export class NetworkInfo {
  @Field(() => Float, { nullable: true, description: 'Upload speed, MB/s; null before the second sample.' })
  uploadSpeed: number | null;

  @Field(() => Float, { nullable: true, description: 'Download speed, MB/s; null before the second sample.' })
  downloadSpeed: number | null;

  @Field(() => Float, { description: 'Bytes sent since boot, in MB.' })
  totalUpload: number;

  @Field(() => Float, { description: 'Bytes received since boot, in MB.' })
  totalDownload: number;
}

@ObjectType({ description: 'One system sample.' })
export class SystemMetrics {
  @Field(() => CpuInfo)
  cpu: CpuInfo;

  @Field(() => MemoryInfo)
  memory: MemoryInfo;

  @Field(() => NetworkInfo)
  network: NetworkInfo;

  @Field(() => GraphQLDateTimeISO, { description: 'When the sample was taken.' })
  timestamp: Date;
}
