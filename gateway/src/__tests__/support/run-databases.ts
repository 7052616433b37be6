/** `apimarket_t_<the run's template suffix>`: every test database of one run, so its global teardown finds them. */
export const runDatabasePrefix = (template: string) => `apimarket_t_${template.replace(/^apimarket_tpl_/, '')}`;
