import { UserEntity } from '../modules/accounts/user.entity.js';
import { ApiEntity } from '../modules/catalog/api.entity.js';
import { CategoryEntity } from '../modules/catalog/category.entity.js';
import { CreatorEntity } from '../modules/catalog/creator.entity.js';

/** Every TypeORM entity; a feature adds its own here. */
export const entities = [CategoryEntity, CreatorEntity, ApiEntity, UserEntity];
