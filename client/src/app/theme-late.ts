// The recipes the first screen never renders (see theme.ts): registered when this module runs, which
// lazy-page.ts and every lazily loaded component of the entry's screens make happen before they render.
import {
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  segmentGroupSlotRecipe,
  separatorRecipe,
  sliderSlotRecipe,
  statSlotRecipe,
  stepsSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
import { registerLateRecipes } from './theme';
// The label sets of @api-market/rules that only lazy screens show, with these recipes.
import '../i18n/rule-labels-late';

registerLateRecipes(
  {
    checkmark: checkmarkRecipe,
    code: codeRecipe,
    radiomark: radiomarkRecipe,
    separator: separatorRecipe,
    textarea: textareaRecipe,
  },
  {
    checkbox: checkboxSlotRecipe,
    dialog: dialogSlotRecipe,
    drawer: drawerSlotRecipe,
    field: fieldSlotRecipe,
    menu: menuSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    popover: popoverSlotRecipe,
    radioGroup: radioGroupSlotRecipe,
    segmentGroup: segmentGroupSlotRecipe,
    slider: sliderSlotRecipe,
    stat: statSlotRecipe,
    steps: stepsSlotRecipe,
    switch: switchSlotRecipe,
    table: tableSlotRecipe,
    tabs: tabsSlotRecipe,
    tag: tagSlotRecipe,
    toast: toastSlotRecipe,
  },
);
