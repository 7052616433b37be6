// The recipes the first screen never renders (see theme.ts): registered when this module runs, which
// lazy-page.ts and every lazily loaded component of the entry's screens make happen before they render.
import {
  checkboxSlotRecipe,
  codeRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  menuSlotRecipe,
  popoverSlotRecipe,
  radioGroupSlotRecipe,
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

registerLateRecipes(
  {
    code: codeRecipe,
    separator: separatorRecipe,
    textarea: textareaRecipe,
  },
  {
    checkbox: checkboxSlotRecipe,
    dialog: dialogSlotRecipe,
    drawer: drawerSlotRecipe,
    field: fieldSlotRecipe,
    menu: menuSlotRecipe,
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
