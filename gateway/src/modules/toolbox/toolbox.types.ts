import { Field, ObjectType } from 'type-graphql';
import { Api } from '../catalog/api.types.js';

@ObjectType({ description: 'A built-in API offered as a tool on /tools.' })
export class ToolboxTool {
  @Field({ description: 'The built-in it runs: uuid, base64, hash, qrcode, …' })
  builtin: string;

  @Field(() => Api)
  api: Api;
}
