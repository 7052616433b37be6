import type { FastifyInstance } from 'fastify';
import { envelopeSchema, ok } from '../../core/envelope.js';
import { doc } from '../../core/json-schema.js';
import { restSchemaOf } from '../../core/rest-schema.js';
import { AssistantAnswer } from './assistant.types.js';
import { presentAnswer } from './assistant.presenter.js';
import type { AssistantService } from './assistant.service.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { assistant: AssistantService };

/** The assistant's answer: the AssistantAnswer view (assistant.types.ts). */
const answerSchema = restSchemaOf(AssistantAnswer);

export async function assistantRoutes(app: FastifyInstance, opts: { services: Deps }): Promise<void> {
  const { assistant } = opts.services;
  app.get(
    '/api/assistant/answer',
    {
      schema: {
        ...doc(
          'Ask the API assistant · 接口助手',
          'The 3 APIs that best fit a question in Chinese or English, the words that matched each (field and how), and parameter values read from the question. Retrieval over the catalogue, not a language model. 30 questions a minute per address.',
        ),
        querystring: {
          type: 'object',
          required: ['question'],
          properties: {
            question: { type: 'string', maxLength: 2000, examples: ['我想查某个城市明天会不会下雨'] },
          },
        },
        response: { 200: envelopeSchema(answerSchema) },
      },
    },
    async (req) => {
      const { question } = req.query as { question: string };
      return ok(presentAnswer(await assistant.ask(question, { ip: req.ip })));
    },
  );
}
