/**
 * A large OpenAPI 3.1 document for the import bench (issue #29): `operations` operations over shared
 * component schemas (`$ref`s, `allOf`), each with path, query and body parameters, padded with
 * descriptions until the text reaches about `bytes`.
 */
export function bigSpec(operations = 2000, bytes = 20 * 1024 * 1024) {
  const filler = (n) => '这是一段用于测试的接口说明 lorem ipsum dolor sit amet. '.repeat(Math.max(1, Math.ceil(n / 60))).slice(0, n);
  const perOp = Math.max(200, Math.floor(bytes / operations) - 1500);
  const schemas = {
    Money: { type: 'object', properties: { amount: { type: 'number', example: 9.5 }, currency: { type: 'string', example: 'CNY' } } },
    Item: {
      allOf: [
        { $ref: '#/components/schemas/Base' },
        { type: 'object', required: ['title'], properties: { title: { type: 'string', example: '商品' }, price: { $ref: '#/components/schemas/Money' }, tags: { type: 'array', items: { type: 'string' } } } },
      ],
    },
    Base: { type: 'object', properties: { id: { type: 'integer', example: 1 }, createdAt: { type: 'string', format: 'date-time' } } },
  };
  const paths = {};
  for (let i = 0; i < operations; i++) {
    const verb = ['get', 'post', 'put', 'delete'][i % 4];
    paths[`/resources${i}/{id}`] = {
      [verb]: {
        summary: `资源 ${i} 的操作`,
        description: filler(perOp),
        tags: [`group${i % 20}`],
        security: i % 2 ? [{ key: [] }] : [],
        parameters: [
          { name: 'id', in: 'path', required: true, description: '资源编号', schema: { type: 'integer', example: i } },
          { name: 'page', in: 'query', description: '页码', schema: { type: 'integer', default: 1 } },
          { name: 'q', in: 'query', description: '关键词', schema: { type: 'string' } },
        ],
        ...(verb === 'post' || verb === 'put'
          ? { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } } } }
          : {}),
        responses: { 200: { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Item' } } } } } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Import bench', version: '1.0.0' },
    servers: [{ url: 'https://bench.example.com/v1' }],
    components: { schemas, securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key' } } },
    paths,
  };
}
