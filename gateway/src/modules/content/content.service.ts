import type { DataSource, Repository } from 'typeorm';
import { badInput, notFound } from '../../core/errors.js';
import { ANNOUNCEMENT_TYPES, AnnouncementEntity, type AnnouncementType } from './announcement.entity.js';
import { NoticeEntity } from './notice.entity.js';
import { ProblemTypeEntity } from './problem-type.entity.js';
import { VersionLogEntity } from './version-log.entity.js';

export interface Page {
  offset: number;
  limit: number;
}

/** Which announcements a list shows: one type, or every type (null). */
export interface AnnouncementFilter {
  type: AnnouncementType | null;
}

/** `type` empty or `all` = every type; an unknown type is BAD_USER_INPUT. */
export function announcementFilter(raw: string | null | undefined): AnnouncementFilter {
  const type = raw?.trim().toLowerCase();
  if (!type || type === 'all') return { type: null };
  if (!ANNOUNCEMENT_TYPES.includes(type as AnnouncementType)) {
    throw badInput(`未知的公告类型：${type.slice(0, 20)}`, `Unknown announcement type: ${type.slice(0, 20)}`);
  }
  return { type: type as AnnouncementType };
}

/** Version logs, announcements, the current notice and feedback problem types. */
export class ContentService {
  private readonly logs: Repository<VersionLogEntity>;
  private readonly announcementsRepo: Repository<AnnouncementEntity>;
  private readonly notices: Repository<NoticeEntity>;
  private readonly problems: Repository<ProblemTypeEntity>;

  constructor(ds: DataSource) {
    this.logs = ds.getRepository(VersionLogEntity);
    this.announcementsRepo = ds.getRepository(AnnouncementEntity);
    this.notices = ds.getRepository(NoticeEntity);
    this.problems = ds.getRepository(ProblemTypeEntity);
  }

  /** Newest release first. */
  async versionLogs(p: Page): Promise<{ items: VersionLogEntity[]; total: number }> {
    const [items, total] = await this.logs.findAndCount({
      order: { releasedOn: 'DESC', id: 'DESC' },
      skip: p.offset,
      take: p.limit,
    });
    return { items, total };
  }

  /** Newest first; `type` empty or `all` = every type. */
  async announcements(
    p: Page & { type?: string | null },
  ): Promise<{ items: AnnouncementEntity[]; total: number }> {
    const { type } = announcementFilter(p.type);
    const [items, total] = await this.announcementsRepo.findAndCount({
      where: type ? { type } : {},
      order: { publishedAt: 'DESC', id: 'DESC' },
      skip: p.offset,
      take: p.limit,
    });
    return { items, total };
  }

  async announcement(id: number): Promise<AnnouncementEntity> {
    const found = await this.announcementsRepo.findOneBy({ id });
    if (!found) throw notFound(`公告 ${id} 不存在`, `Announcement ${id} does not exist`);
    return found;
  }

  /** The newest active notice, or null when there is none. */
  currentNotice(): Promise<NoticeEntity | null> {
    return this.notices.findOne({ where: { active: true }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  problemTypes(): Promise<ProblemTypeEntity[]> {
    return this.problems.find({ order: { sortOrder: 'ASC', id: 'ASC' } });
  }
}
