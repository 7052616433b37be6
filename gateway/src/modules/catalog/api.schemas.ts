/** JSON schema of a REST API list item (SPEC §3 field names), shared by the list and search routes. */
export const listItemSchema = {
  type: 'object',
  properties: {
    apiid: { type: 'integer' },
    name: { type: 'string' },
    description: { type: 'string' },
    imageUrl: { type: 'string' },
    icon: { type: 'string' },
    starts: { type: 'integer' },
    updatetime: { type: 'string' },
    status: { type: 'integer' },
    isCreate: { type: 'integer' },
    isNew: { type: 'boolean' },
    isneedtoken: { type: 'integer' },
    testurl: { type: 'string' },
    respose: { type: 'string' },
    apiapply: { type: 'string' },
    note: { type: 'string' },
    talentid: { type: ['integer', 'null'] },
    category_name: { type: 'string' },
  },
} as const;
