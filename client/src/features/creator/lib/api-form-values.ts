import type { MyApiQuery as MyApiResult } from '../../../gql/graphql';
import type { ParamValue } from './api-form.rules';

/** What the API form holds (create `myapi/new`, edit `myapi/:id/edit`; the same form on mobile). */
export interface FormValues {
  name: string;
  address: string;
  testUrl: string;
  requestMethod: string;
  responseFormat: string;
  needToken: boolean;
  /** 原型: its calls answer the mock until it has an upstream. */
  isPrototype: boolean;
  description: string;
  note: string;
  responseExample: string;
  /** The answer's JSON schema as JSON text ('' none): the mock generates from it. */
  responseSchema: string;
  /** The category's id as the select holds it; '' uncategorised. */
  categoryId: string;
  tagIds: string[];
  iconKey: string;
  parameters: ParamValue[];
}

export const blank: FormValues = {
  name: '',
  address: '',
  testUrl: '',
  requestMethod: 'GET',
  responseFormat: 'JSON',
  needToken: false,
  isPrototype: false,
  description: '',
  note: '',
  responseExample: '',
  responseSchema: '',
  categoryId: '',
  tagIds: [],
  iconKey: '',
  parameters: [],
};

/**
 * Exactly the fields of `ApiParamInput` (not the form's `locationAuto`): a parameter read from the server also carries `__typename`,
 * which the server refuses in an input (400 `Field "__typename" is not defined by type "ApiParamInput"`).
 */
export const paramValue = (p: ParamValue): ParamValue => ({
  name: p.name,
  description: p.description,
  type: p.type,
  required: p.required,
  example: p.example,
  location: p.location,
});

/** The form starts from what is waiting to go live, if a change of the contract is pending. */
export const fromApi = (a: MyApiResult['myApi']): FormValues => {
  const rev = a.pendingRevision;
  return {
    name: a.name,
    address: rev?.address ?? a.address,
    testUrl: a.testUrl,
    requestMethod: rev?.requestMethod ?? a.requestMethod,
    responseFormat: rev?.responseFormat ?? a.responseFormat,
    needToken: a.needToken,
    isPrototype: a.isPrototype,
    description: a.description,
    note: a.note,
    responseExample: rev?.responseExample ?? a.responseExample,
    responseSchema: (rev ? rev.responseSchema : a.responseSchema) ?? '',
    categoryId: a.categoryId === null || a.categoryId === undefined ? '' : String(a.categoryId),
    tagIds: a.tagIds.map(String),
    iconKey: a.iconKey,
    parameters: rev
      ? rev.parameters.map((p) => paramValue({ ...p, description: p.note }))
      : a.parameters.map(paramValue),
  };
};

/** The mutation's input from the form's values: ids as numbers, parameter texts trimmed. */
export const toInput = (v: FormValues) => {
  const { categoryId, tagIds, ...rest } = v;
  return {
    ...rest,
    categoryId: categoryId ? Number(categoryId) : null,
    tagIds: tagIds.map(Number),
    parameters: v.parameters.map((p) => paramValue({ ...p, name: p.name.trim(), description: p.description.trim() })),
  };
};

/** Whether a text is JSON of an object (the server checks it is a JSON schema and says why not). */
export const isJsonObject = (v: string) => {
  try {
    const parsed: unknown = JSON.parse(v);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
};
