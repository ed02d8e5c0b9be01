import { cva } from "class-variance-authority";
import { BUTTON_BASE, BUTTON_SIZES, BUTTON_VARIANTS } from "./button-styles";

export const buttonVariants = cva(BUTTON_BASE, {
  variants: { variant: BUTTON_VARIANTS, size: BUTTON_SIZES },
  defaultVariants: { variant: "default", size: "default" },
});
