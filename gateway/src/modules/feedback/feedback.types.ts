import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { AttachCallInput, AttachedCall } from '../open-call/call-attachment.types.js';
import { RestHint } from '../../core/rest-schema.js';
import { FEEDBACK_KINDS, FEEDBACK_STATUSES } from './feedback.entity.js';

@ObjectType({ description: 'Public feedback (kind public) or an admin problem report (kind admin).' })
export class Feedback {
  @Field(() => Int)
  id: number;

  @Field({ description: 'public or admin.' })
  @RestHint({ enum: [...FEEDBACK_KINDS] })
  kind: string;

  @Field(() => Int, { nullable: true })
  problemTypeId: number | null;

  @Field(() => String, { nullable: true, description: 'Problem type name (zh).' })
  problemType: string | null;

  @Field(() => String, { nullable: true })
  problemTypeEn: string | null;

  @Field(() => Int, { nullable: true, description: 'The API the report is about, if any.' })
  apiId: number | null;

  @Field(() => String, { nullable: true })
  apiName: string | null;

  @Field()
  summary: string;

  @Field()
  description: string;

  @Field(() => String, { nullable: true, description: 'Public feedback: low, medium, high or critical.' })
  severity: string | null;

  @Field(() => String, { nullable: true, description: 'Admin report: low, medium or high.' })
  urgency: string | null;

  @Field(() => String, { nullable: true, description: 'Submitter e-mail; administrators only.' })
  contact: string | null;

  @Field(() => String, { nullable: true, description: 'The form’s account field; administrators only.' })
  submitterRef: string | null;

  @Field(() => String, { nullable: true, description: 'Admin report: the administrator it is assigned to.' })
  assignee: string | null;

  @Field(() => Int, { nullable: true, description: 'Admin report: workspace (req_id).' })
  workspaceId: number | null;

  @Field(() => String, { nullable: true })
  workspaceName: string | null;

  @Field(() => String, { nullable: true })
  note: string | null;

  @Field({ description: 'open, in_progress or resolved.' })
  @RestHint({ enum: [...FEEDBACK_STATUSES] })
  status: string;

  @Field(() => String, { nullable: true })
  resolution: string | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  resolvedAt: Date | null;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;

  @Field({ description: 'A screenshot is attached (GET /api/system/feedback/{id}/screenshot).' })
  hasScreenshot: boolean;

  @Field(() => AttachedCall, { nullable: true, description: 'The submitter’s recorded call, to replay.' })
  attachedCall: AttachedCall | null;
}

@ObjectType()
export class FeedbackPage {
  @Field(() => [Feedback])
  items: Feedback[];

  @Field(() => Int)
  total: number;
}

@ArgsType()
export class FeedbackListArgs {
  @Field(() => String, { nullable: true, description: 'public or admin; both when omitted.' })
  kind?: string | null;

  @Field(() => String, { nullable: true, description: 'open, in_progress or resolved; all when omitted.' })
  status?: string | null;

  @Field(() => Int, { nullable: true })
  problemTypeId?: number | null;

  @Field(() => Int, { nullable: true })
  apiId?: number | null;

  @Field(() => Int, { defaultValue: 1 })
  page: number;

  @Field(() => Int, { defaultValue: 10 })
  pageSize: number;
}

@InputType({ description: 'Public feedback without a screenshot (screenshots: multipart POST /api/submitFeedback).' })
export class SubmitFeedbackInput {
  @Field(() => Int, { nullable: true })
  problemType?: number | null;

  @Field(() => String, { nullable: true })
  summary?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  severity?: string | null;

  @Field(() => String, { nullable: true })
  contact?: string | null;

  @Field(() => String, { nullable: true })
  userId?: string | null;

  @Field(() => Int, { nullable: true })
  apiId?: number | null;

  @Field(() => AttachCallInput, { nullable: true })
  attachedCall?: AttachCallInput | null;
}

@InputType({ description: 'Admin problem report.' })
export class ProblemReportInput {
  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  urgency?: string | null;

  @Field(() => String, { nullable: true, description: 'Administrator account (or id).' })
  adminId?: string | null;

  @Field(() => Int, { nullable: true })
  issueType?: number | null;

  @Field(() => String, { nullable: true })
  note?: string | null;

  @Field(() => Int, { nullable: true, description: 'Workspace id (req_id).' })
  workspaceId?: number | null;

  @Field(() => Int, { nullable: true })
  apiId?: number | null;

  @Field(() => AttachCallInput, { nullable: true })
  attachedCall?: AttachCallInput | null;
}

@ObjectType({ description: 'One bug-fix history entry with its id, for the creator who maintains it.' })
export class BugFixEntry {
  @Field(() => Int)
  id: number;

  @Field(() => Int)
  apiId: number;

  @Field()
  version: string;

  @Field({ description: 'YYYY-MM-DD (`fixTime`).' })
  fixedOn: string;

  @Field({ description: '`fixBug`.' })
  description: string;
}
