import type { ApiBugFixEntity } from './api-bug-fix.entity.js';
import type { ApiTagRow } from './api-detail.service.js';
import type { ApiDetailRow } from './api-detail.reads.js';
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
    location: p.location,
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
export function toRestDetail(d: ApiDetailRow, address: string) {
  return {
    apiName: d.name,
    name: d.name,
    address,
    description: d.description,
    note: d.note,
    requestMethod: d.request_method || 'GET',
    responseFormat: d.response_format || 'JSON',
    updateTime: d.updated_at.toISOString(),
    authorName: d.author_name,
    status: d.status,
    callCount: d.call_count,
    requestParamList: d.params.map((p) => ({
      id: p.id,
      paramsName: p.name,
      paramsType: p.type,
      need: p.required ? 1 : 0,
      note: p.note,
      eg: p.example,
      location: p.location,
    })),
    responseExample: d.response_example,
    bugFixHistory: d.bug_fixes.map((b) => ({ version: b.version, fixTime: b.fixedOn, fixBug: b.description })),
  };
}
