import { defineFeature } from '../../core/feature.js';
import { ToolboxResolver } from './toolbox.resolver.js';

export const toolboxFeature = defineFeature({ name: 'toolbox', routes: [], resolvers: [ToolboxResolver] });
