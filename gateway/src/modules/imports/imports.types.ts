import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ApiParamValue } from '../authoring/authoring.types.js';
import { RestHint, restSchemaOf } from '../../core/rest-schema.js';

@ObjectType({ description: 'One field an update from the import would change: its value now and after.' })
export class ImportDiffEntry {
  @Field({ description: 'name, description, method, address, testUrl, note, responseFormat, needToken, responseExample, parameters, tags, category or icon.' })
  field: string;

  @Field()
  before: string;

  @Field()
  after: string;
}

@ObjectType({ description: 'The caller’s API an imported operation matches (same method and path, or made from it by an earlier import).' })
export class ImportMatch {
  @Field(() => Int)
  apiId: number;

  @Field()
  name: string;

  @Field(() => Int)
  status: number;

  @Field(() => [ImportDiffEntry], { description: 'What an update changes; fields the source did not change since the last import keep their local value.' })
  diff: ImportDiffEntry[];
}

@ObjectType({ description: 'One operation of an import document, in the API form’s terms.' })
export class ImportOperation {
  @Field({ description: '`METHOD path` in the document: the key of a choice.' })
  key: string;

  @Field()
  name: string;

  @Field()
  description: string;

  @Field()
  method: string;

  @Field()
  address: string;

  @Field()
  testUrl: string;

  @Field()
  note: string;

  @Field()
  responseFormat: string;

  @Field()
  needToken: boolean;

  @Field()
  responseExample: string;

  @Field(() => [ApiParamValue])
  // REST has always listed a parameter's fields in the SPEC's order.
  @RestHint({ items: restSchemaOf(ApiParamValue, { pick: ['name', 'type', 'required', 'description', 'example', 'location'] }) })
  parameters: ApiParamValue[];

  @Field(() => [String])
  tags: string[];

  @Field()
  category: string;

  @Field()
  icon: string;

  @Field({ description: 'The document gives the answer’s JSON schema (stored with the API).' })
  hasSchema: boolean;

  @Field(() => [String], { description: 'What was cut or guessed to fit the API form.' })
  warnings: string[];

  @Field(() => String, { nullable: true, description: 'Why the operation cannot be imported (it is skipped).' })
  error: string | null;

  @Field(() => ImportMatch, {
    nullable: true,
    description: 'The caller’s API with the same method and path (or made from this operation by an earlier import), with what an update would change.',
  })
  match: ImportMatch | null;

  @Field({ description: 'new, update or skip: what the import does without a choice.' })
  @RestHint({ enum: ['new', 'update', 'skip'] })
  action: string;
}

@ObjectType({ description: 'What the import did with one operation.' })
export class ImportResult {
  @Field()
  key: string;

  @Field({ description: 'new, update or skip.' })
  action: string;

  @Field(() => Int, { nullable: true })
  apiId: number | null;

  @Field(() => Int, { nullable: true, description: 'A listed API’s change waits for review as this revision.' })
  revisionNumber: number | null;

  @Field(() => String, { nullable: true })
  error: string | null;
}

@ObjectType({ description: 'An import document’s preview, and after an import what was done.' })
export class ApiImport {
  @Field({ description: 'openapi3, swagger2, postman, har or curl.' })
  @RestHint({ enum: ['openapi3', 'swagger2', 'postman', 'har', 'curl'] })
  format: string;

  @Field()
  title: string;

  @Field()
  version: string;

  @Field(() => String, { nullable: true, description: 'Where the document was fetched from (remembered for re-sync).' })
  sourceUrl: string | null;

  @Field(() => [ImportOperation])
  operations: ImportOperation[];

  @Field(() => [ImportResult], { description: 'Empty in a preview.' })
  results: ImportResult[];
}

@InputType({ description: 'Where the document comes from: its text, or a URL the gateway fetches (through the SSRF guard).' })
export class ApiImportSourceInput {
  @Field(() => String, { nullable: true, description: 'OpenAPI 3.x / Swagger 2.0 (JSON or YAML), Postman v2.1, HAR or a cURL command.' })
  content?: string | null;

  @Field(() => String, { nullable: true })
  url?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'A document uploaded first through POST /api/apis/import/uploads (its uploadId, valid 15 minutes for the uploader): how a document over 256 KB comes to this door — content here may be at most 256 KB, and /graphql bodies at most 1 MB.',
  })
  uploadId?: string | null;
}

@InputType({ description: 'What to do with one operation.' })
export class ApiImportChoice {
  @Field()
  key: string;

  @Field({ description: 'new, update or skip.' })
  action: string;
}
