import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Args, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { type Sql, sqlOn, statement } from '../../core/sql.js';
import { listedApi } from '../../db/sql.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { PageArgs } from '../../core/paging.js';
import { pseudonymOf, publicAuthorId } from './identity.js';
/** The services this door uses (the composition root passes them all). */
type Deps = { developerTalk: DeveloperTalkService };


@ObjectType({ description: 'A comment in the developer discussion stream (/developerTalk), with its API.' })
export class TalkEntry {
  @Field(() => Int)
  id: number;

  @Field(() => Int)
  apiId: number;

  @Field()
  apiName: string;

  @Field()
  apiNameEn: string;

  @Field()
  content: string;

  @Field()
  nickname: string;

  @Field({ description: 'Public author id (as on the detail page).' })
  userId: string;

  @Field(() => GraphQLDateTimeISO)
  createTime: Date;

  @Field(() => Int)
  likeCount: number;

  @Field(() => Int)
  repliesCount: number;
}

@ObjectType()
export class TalkPage {
  @Field(() => [TalkEntry])
  items: TalkEntry[];

  @Field(() => Int)
  total: number;
}

const talkRow = z.object({
  id: z.number(),
  api_id: z.number(),
  api_name: z.string(),
  api_name_en: z.string(),
  content: z.string(),
  nickname: z.string(),
  user_id: z.number().nullable(),
  visitor_id: z.string().nullable(),
  is_anonymous: z.boolean(),
  created_at: z.date(),
  like_count: z.number(),
  replies_count: z.number(),
});

const totalRow = z.object({ total: z.number() });
const totalStatement = statement<[], typeof totalRow>(
  'community.talk-total',
  `SELECT count(*)::int AS total FROM comment c JOIN api a ON a.id = c.api_id WHERE ${listedApi('a')}`,
  totalRow,
);
const talkStatement = statement<[limit: number, offset: number], typeof talkRow>(
  'community.talk',
  `SELECT c.id, c.api_id, a.name AS api_name, a.name_en AS api_name_en, c.content, c.nickname,
     c.user_id, c.visitor_id, c.is_anonymous, c.created_at,
     (SELECT count(*)::int FROM comment_like l WHERE l.comment_id = c.id) AS like_count,
     (SELECT count(*)::int FROM reply r WHERE r.comment_id = c.id) AS replies_count
   FROM comment c JOIN api a ON a.id = c.api_id
   WHERE ${listedApi('a')}
   ORDER BY c.created_at DESC, c.id DESC LIMIT $1 OFFSET $2`,
  talkRow,
);

/**
 * The latest comments across the public catalogue. Only comments on listed public APIs are shown:
 * a private API's comments stay on its own page for its creator and administrators.
 */
export class DeveloperTalkService {
  private readonly sql: Sql;

  constructor(ds: DataSource) {
    this.sql = sqlOn(ds);
  }

  async latest(offset: number, limit: number): Promise<TalkPage> {
    const total = (await this.sql.first(totalStatement, []))?.total ?? 0;
    const rows = await this.sql.all(talkStatement, [limit, offset]);
    return {
      total,
      items: rows.map((r) => ({
        id: r.id,
        apiId: r.api_id,
        apiName: r.api_name,
        apiNameEn: r.api_name_en,
        content: r.content,
        nickname: r.nickname,
        // An anonymous post by a signed-in user shows a pseudonym, as on the detail page.
        userId:
          r.user_id !== null && r.is_anonymous
            ? pseudonymOf(r.user_id)
            : publicAuthorId(r.user_id, r.visitor_id),
        createTime: r.created_at,
        likeCount: Number(r.like_count),
        repliesCount: Number(r.replies_count),
      })),
    };
  }
}

@Resolver()
export class DeveloperTalkResolver {
  @Query(() => TalkPage, { description: 'Latest comments across the public APIs, newest first.' })
  developerTalk(@Args() args: PageArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<TalkPage> {
    return ctx.services.developerTalk.latest(args.offset, args.limit);
  }
}
