import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg', minHeight: '100%' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: `'Inter', 'PingFang SC', 'Microsoft YaHei', system-ui, sans-serif` },
        body: { value: `'Inter', 'PingFang SC', 'Microsoft YaHei', system-ui, sans-serif` },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
