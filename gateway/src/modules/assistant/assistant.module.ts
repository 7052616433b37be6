import { defineFeature } from '../../core/feature.js';
import { WaitlistResolver } from './waitlist.resolver.js';

export const assistantFeature = defineFeature({ name: 'assistant', routes: [], resolvers: [WaitlistResolver] });
