// The feature's public face: what other features may import (eslint.boundaries.js `clientBoundaries`).
export { PlansSection } from './components/PlansSection';
export { CreatorPlans } from './components/CreatorPlans';
