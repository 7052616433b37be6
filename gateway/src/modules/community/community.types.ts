import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { RestHint } from '../../core/rest-schema.js';
import { AttachCallInput, AttachedCall } from '../open-call/call-attachment.types.js';

@ObjectType({ description: 'Device a comment or reply was written from. ip and userAgent only for admins.' })
export class CommentDeviceInfo {
  @Field()
  browser: string;

  @Field()
  os: string;

  @Field()
  device: string;

  @Field()
  screenResolution: string;

  @Field(() => String, { nullable: true })
  ip: string | null;

  @Field(() => String, { nullable: true })
  userAgent: string | null;
}

/**
 * The fields a comment and a reply show alike. An object type only so that the two inherit its fields:
 * no field returns it, so the schema has no type of this name.
 */
@ObjectType()
abstract class WrittenPost {
  @Field(() => Int)
  id: number;

  @Field(() => Int)
  apiId: number;

  @Field()
  content: string;

  @Field({ description: 'Public author id: the user id, or a stable digest of the visitor id.' })
  userId: string;

  @Field()
  nickname: string;

  @Field(() => GraphQLDateTimeISO, { description: 'Decided by the server.' })
  createTime: Date;

  @Field(() => Int)
  likeCount: number;

  @Field({ description: 'Liked by the caller.' })
  isLiked: boolean;

  @Field({ description: 'Written by the caller.' })
  isMine: boolean;

  @Field()
  isAnonymous: boolean;

  @Field(() => CommentDeviceInfo)
  deviceInfo: CommentDeviceInfo;
}

@ObjectType({ description: 'A reply under a comment. Text is plain text, never HTML.' })
export class Reply extends WrittenPost {
  @Field(() => String, { nullable: true })
  replyToUserId: string | null;

  @Field(() => String, { nullable: true })
  replyToNickname: string | null;

  @Field(() => Int)
  commentId: number;
}

@ObjectType({ description: 'A comment on an API. Text is plain text, never HTML.' })
export class Comment extends WrittenPost {
  @Field(() => Int)
  repliesCount: number;

  @Field(() => [Reply], { description: 'Oldest first, at most 100.' })
  replies: Reply[];

  @Field(() => AttachedCall, { nullable: true, description: 'Shown to the author, the API’s creator and administrators.' })
  attachedCall: AttachedCall | null;

  @Field({ description: 'A call is attached (whether or not the caller may see it).' })
  hasAttachedCall: boolean;
}

@ObjectType()
export class CommentPage {
  @Field(() => [Comment], { description: 'Newest first, 10 a page.' })
  items: Comment[];

  @Field(() => Int)
  total: number;

  @Field(() => Int)
  page: number;

  @Field(() => Int)
  pageSize: number;
}

@ObjectType({ description: 'A like or unlike result: the state after the call.' })
export class LikeResult {
  @Field(() => Int)
  targetId: number;

  @Field(() => Int, { description: '1 comment, 2 reply.' })
  @RestHint({ enum: [1, 2] })
  targetType: number;

  @Field()
  isLiked: boolean;

  @Field(() => Int)
  likeCount: number;
}

@ObjectType({ description: 'A new comment or reply on an API, pushed to open detail pages.' })
export class CommentActivity {
  @Field(() => Int)
  apiId: number;

  @Field(() => Comment, { nullable: true })
  comment: Comment | null;

  @Field(() => Reply, { nullable: true })
  reply: Reply | null;
}

@InputType({ description: 'Client screen size; browser, OS and IP are read by the server.' })
export class DeviceInfoInput {
  @Field(() => Int, { nullable: true })
  screenWidth?: number | null;

  @Field(() => Int, { nullable: true })
  screenHeight?: number | null;
}

@InputType()
export class AddCommentInput {
  @Field(() => Int)
  apiId: number;

  @Field({ description: 'Trimmed, 1–500 characters.' })
  content: string;

  @Field(() => String, { nullable: true, description: 'At most 20 characters; empty: account name or 匿名用户.' })
  nickname?: string | null;

  @Field(() => Boolean, { nullable: true })
  isAnonymous?: boolean | null;

  @Field(() => String, { nullable: true, description: 'Visitor key when not signed in: any 1–64 characters (stored only as a digest), or the X-Visitor-Id header; none: an anonymous author.' })
  visitorId?: string | null;

  @Field(() => DeviceInfoInput, { nullable: true })
  deviceInfo?: DeviceInfoInput | null;

  @Field(() => AttachCallInput, { nullable: true, description: 'One of your own recorded calls to this API.' })
  attachedCall?: AttachCallInput | null;
}

@InputType()
export class AddReplyInput {
  @Field(() => Int)
  commentId: number;

  @Field()
  content: string;

  @Field(() => String, { nullable: true })
  nickname?: string | null;

  @Field(() => String, { nullable: true })
  replyToUserId?: string | null;

  @Field(() => String, { nullable: true })
  replyToNickname?: string | null;

  @Field(() => Boolean, { nullable: true })
  isAnonymous?: boolean | null;

  @Field(() => String, { nullable: true })
  visitorId?: string | null;

  @Field(() => DeviceInfoInput, { nullable: true })
  deviceInfo?: DeviceInfoInput | null;
}
