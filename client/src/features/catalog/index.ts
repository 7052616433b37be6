// The feature's public face: what other features may import (eslint.boundaries.js `clientBoundaries`).
export { CreatorAvatar } from './components/CreatorAvatar';
export { StarButton } from './components/StarButton';
export { avatarPalette } from './lib/initials';
export { ApiCard } from './components/ApiCard';
export { type ApiCardData } from './components/api-format';
export { API_ICON_KEYS, CategoryIcon, categoryLook } from './components/CategoryIcon';
