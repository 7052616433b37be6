import { createRecipeContext, type InputProps } from '@chakra-ui/react';

/**
 * Chakra's `Input` (its `input` recipe, same props and markup) for an input outside a `Field`: Chakra's
 * renders Ark's `Field.Input`, which brings Ark's whole field component (root, textarea autoresize,
 * select…) into any chunk that uses it — ~1.6 KB brotli of the first route for the footer's box.
 */
export const PlainInput = createRecipeContext({ key: 'input' }).withContext<HTMLInputElement, InputProps>(
  'input',
);
