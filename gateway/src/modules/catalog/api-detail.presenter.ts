import type { ApiBugFixEntity } from './api-bug-fix.entity.js';
import type { ApiDetail, ApiTagRow } from './api-detail.service.js';
import type { ApiParam, BugFix, Creator, ApiTag } from './api-detail.types.js';
import type { ApiParamEntity } from './api-param.entity.js';
import type { CreatorWithCount } from './creator.service.js';
import type { CreatorFigures } from '../creators/creator-figures.service.js';

export function toApiParam(p: ApiParamEntity): ApiParam {
  return {
    id: p.id,
    name: p.name,
    type: p.type,
    required: p.required,
    note: p.note,
    noteEn: p.noteEn,
    example: p.example,
  };
}

export function toBugFix(b: ApiBugFixEntity): BugFix {
  return { version: b.version, fixedOn: b.fixedOn, description: b.description };
}

export function toTag(t: ApiTagRow): ApiTag {
  return { id: t.id, name: t.name, nameEn: t.nameEn };
}

export function toCreator({ creator: c, apiCount }: CreatorWithCount): Creator {
  return {
    id: c.id,
    name: c.name,
    nameEn: c.nameEn,
    title: c.title,
    titleEn: c.titleEn,
    icon: c.icon,
    bio: c.bio,
    bioEn: c.bioEn,
    apiCount,
    official: c.official,
    vip: c.vip,
    joinedAt: c.createdAt,
  };
}

/**
 * SPEC §3 Creator as GET /api/findDevelopers lists it; rating, activity, responseRate and isOnline are
 * measured (see CreatorFigures for what each one means), null where nothing was measured yet.
 */
export function toRestCreator(c: CreatorWithCount, f: CreatorFigures) {
  const { id, name, title, icon, apiCount } = toCreator(c);
  return {
    id,
    name,
    title,
    icon,
    apiCount,
    rating: f.rating,
    activity: f.activity,
    responseRate: f.responseRate,
    isOnline: f.online,
  };
}

/** SPEC §3 "API detail" field names; `address` is where visitors call it through the gateway. */
export function toRestDetail(d: ApiDetail, address: string) {
  const { api } = d;
  return {
    apiName: api.name,
    name: api.name,
    address,
    description: api.description,
    note: api.note,
    requestMethod: api.requestMethod || 'GET',
    responseFormat: api.responseFormat || 'JSON',
    updateTime: api.updatedAt.toISOString(),
    authorName: d.author?.name ?? null,
    status: api.status,
    callCount: d.callCount,
    requestParamList: d.params.map((p) => ({
      id: p.id,
      paramsName: p.name,
      paramsType: p.type,
      need: p.required ? 1 : 0,
      note: p.note,
      eg: p.example,
    })),
    responseExample: api.responseExample,
    bugFixHistory: d.bugFixes.map((b) => ({ version: b.version, fixTime: b.fixedOn, fixBug: b.description })),
  };
}
