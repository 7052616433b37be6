import { ASSISTANT_QUESTION_MAX } from '@api-market/rules';
import { badInput } from '../../core/errors.js';
import type { RateLimiters } from '../../core/rate-limiters.js';
import { charLength } from '../../core/text.js';
import type { AssistantApi, AssistantCatalogueService } from './assistant-catalogue.service.js';
import { suggestValues, type SuggestedValue } from './assistant-params.js';
import type { MatchReason } from './assistant-ranker.js';

export type { AssistantApi, AssistantParam } from './assistant-catalogue.service.js';
export type { AssistantField, MatchReason, MatchVia } from './assistant-ranker.js';
export type { SuggestedValue } from './assistant-params.js';

/** Questions per minute from one address (the page asks once per question). */
export const ASSISTANT_PER_MINUTE = 30;
/** How many APIs an answer offers. */
export const ASSISTANT_PICKS = 3;
/** An API scoring under this share of the best one is not offered (a stray word, not a fit). */
const MIN_SHARE = 0.1;
/** Reasons shown per API (the strongest first). */
const REASONS_SHOWN = 6;

export interface AssistantPick {
  api: AssistantApi;
  score: number;
  reasons: MatchReason[];
  /** Parameter values read from the question (a city's coordinates, a timestamp, an address…). */
  suggested: SuggestedValue[];
}

export interface AssistantAnswer {
  question: string;
  picks: AssistantPick[];
}

/**
 * The assistant of /dsChatBot (issue #32): retrieval over the market's own catalogue, not a chat
 * model. A question in Chinese or English is read into words (search's segmentation and synonyms,
 * the committed intent lines), the APIs are ranked by BM25F over their names, categories and tags,
 * descriptions and parameter notes, and the best three come back with the words that matched them
 * and parameter values read from the question.
 */
export class AssistantService {
  constructor(
    private readonly catalogue: AssistantCatalogueService,
    private readonly limits: RateLimiters,
  ) {}

  /** A visitor's question through a door: checked, counted against the address's budget, answered. */
  async ask(question: unknown, who: { ip: string }): Promise<AssistantAnswer> {
    const text = checkQuestion(question);
    await this.limits.consumePerMinute('assistant', ASSISTANT_PER_MINUTE, who.ip);
    return this.answer(text);
  }

  /** The answer to a checked question (the bench and the quality test ask here, past the address budget). */
  async answer(question: string, today = new Date()): Promise<AssistantAnswer> {
    const text = checkQuestion(question);
    const { ranker, apis } = await this.catalogue.current();
    const ranked = ranker.rank(text, ASSISTANT_PICKS);
    const best = ranked[0]?.score ?? 0;
    const picks = ranked
      .filter((hit) => hit.score >= best * MIN_SHARE)
      .map((hit): AssistantPick => {
        const api = apis.get(hit.id)!;
        return {
          api,
          score: Math.round(hit.score * 1000) / 1000,
          reasons: shown(hit.reasons)
            .slice(0, REASONS_SHOWN)
            .map((r) => ({ ...r, weight: Math.round(r.weight * 1000) / 1000 })),
          suggested: suggestValues(text, api.params, today),
        };
      });
    return { question: text, picks };
  }
}

/** Reasons as the card lists them: a word inside a longer one matched in the same field (二维 in 二维码) is said once. */
function shown(reasons: readonly MatchReason[]): MatchReason[] {
  return reasons.filter(
    (r) =>
      !reasons.some(
        (o) =>
          o !== r &&
          o.field === r.field &&
          o.word !== r.word &&
          o.word.includes(r.word) &&
          o.from.includes(r.from),
      ),
  );
}

function checkQuestion(question: unknown): string {
  if (typeof question !== 'string') throw badInput('请输入你的问题', 'Enter a question');
  const text = question.trim();
  if (!text) throw badInput('请输入你的问题', 'Enter a question');
  if (charLength(text) > ASSISTANT_QUESTION_MAX)
    throw badInput(
      `问题不能超过 ${ASSISTANT_QUESTION_MAX} 个字符`,
      `A question cannot exceed ${ASSISTANT_QUESTION_MAX} characters`,
    );
  return text;
}
