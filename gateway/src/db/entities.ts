import { UserEntity } from '../modules/accounts/user.entity.js';
import { ApiBugFixEntity } from '../modules/catalog/api-bug-fix.entity.js';
import { ApiParamEntity } from '../modules/catalog/api-param.entity.js';
import { ApiEntity } from '../modules/catalog/api.entity.js';
import { CategoryEntity } from '../modules/catalog/category.entity.js';
import { CreatorEntity } from '../modules/catalog/creator.entity.js';
import { ActivityEventEntity } from '../modules/monitor/activity-event.entity.js';
import { AnnouncementEntity } from '../modules/content/announcement.entity.js';
import { ArticleEntity } from '../modules/content/article.entity.js';
import { NoticeEntity } from '../modules/content/notice.entity.js';
import { ProblemTypeEntity } from '../modules/content/problem-type.entity.js';
import { VersionLogEntity } from '../modules/content/version-log.entity.js';
import { CommentEntity, CommentLikeEntity, ReplyEntity, ReplyLikeEntity } from '../modules/community/comment.entity.js';
import { FeedbackEntity, FeedbackScreenshotEntity } from '../modules/feedback/feedback.entity.js';
import { BlogPostEntity } from '../modules/blog/blog.entity.js';
import { WaitlistEntryEntity } from '../modules/assistant/waitlist.entity.js';

/** Every TypeORM entity; a feature adds its own here. */
export const entities = [CategoryEntity, CreatorEntity, ApiEntity, ActivityEventEntity, ApiParamEntity, ApiBugFixEntity, VersionLogEntity, AnnouncementEntity, NoticeEntity, ArticleEntity, ProblemTypeEntity, UserEntity, CommentEntity, ReplyEntity, CommentLikeEntity, ReplyLikeEntity, FeedbackEntity, FeedbackScreenshotEntity, BlogPostEntity, WaitlistEntryEntity];
