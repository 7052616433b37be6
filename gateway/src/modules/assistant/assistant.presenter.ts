import type { AssistantAnswer as Answer } from './assistant.service.js';
import { AssistantMatchField, AssistantMatchVia, type AssistantAnswer } from './assistant.types.js';

/** One way to present an answer, for both doors. */
export function presentAnswer(answer: Answer): AssistantAnswer {
  return {
    question: answer.question,
    picks: answer.picks.map(({ api, score, reasons, suggested }) => {
      const { params, id, ...rest } = api;
      const byName = new Map(suggested.map((s) => [s.name, s]));
      return {
        apiId: id,
        ...rest,
        score,
        reasons: reasons.map((r) => ({
          ...r,
          field: r.field as AssistantMatchField,
          via: r.via as AssistantMatchVia,
        })),
        params: params.map((p) => ({
          ...p,
          suggested: byName.get(p.name)?.value ?? null,
          suggestedFrom: byName.get(p.name)?.from ?? null,
        })),
      };
    }),
  };
}
