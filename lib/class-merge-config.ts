// Written by scripts/tools/class-merge/write-config.ts: do not edit. tailwind-merge's default
// config, only the class groups the code's class names belong to (110 of 379),
// and of their literal class names only the code's (validators and scales stay), so cn()
// ships a fraction of it to the browser and merges the code's classes exactly as the full
// config would.
import { fromTheme as t, validators as v } from "tailwind-merge";
import type { Config } from "tailwind-merge";

export function classMergeConfig(): Config<string, string> {
  return {
    cacheSize: 500,
    theme: {
      animate: ["spin", "pulse"],
      aspect: [],
      blur: [v.isTshirtSize],
      breakpoint: [v.isTshirtSize],
      color: [v.isAny],
      container: [v.isTshirtSize],
      font: [v.isAnyNonArbitrary],
      "font-weight": ["normal", "medium", "semibold", "bold"],
      leading: ["none", "tight", "snug"],
      radius: [v.isTshirtSize],
      shadow: [v.isTshirtSize],
      spacing: ["px", v.isNumber],
      text: [v.isTshirtSize],
      tracking: ["tight", "wide"],
    },
    classGroups: {
      aspect: [
        {
          aspect: ["square", v.isFraction, v.isArbitraryValue, v.isArbitraryVariable, t("aspect")],
        },
      ],
      display: [
        "block",
        "inline-block",
        "inline",
        "flex",
        "inline-flex",
        "table",
        "table-cell",
        "table-header-group",
        "table-row-group",
        "table-row",
        "grid",
        "contents",
        "hidden",
      ],
      sr: ["sr-only"],
      "object-fit": [{ object: ["cover"] }],
      overflow: [{ overflow: ["hidden", "visible"] }],
      "overflow-x": [{ "overflow-x": ["auto"] }],
      "overflow-y": [{ "overflow-y": ["auto"] }],
      position: ["static", "fixed", "absolute", "relative", "sticky"],
      inset: [{ inset: [v.isFraction, v.isArbitraryVariable, v.isArbitraryValue, t("spacing")] }],
      "inset-x": [
        { "inset-x": [v.isFraction, v.isArbitraryVariable, v.isArbitraryValue, t("spacing")] },
      ],
      top: [
        { top: [v.isFraction, "auto", v.isArbitraryVariable, v.isArbitraryValue, t("spacing")] },
      ],
      right: [{ right: [v.isFraction, v.isArbitraryVariable, v.isArbitraryValue, t("spacing")] }],
      bottom: [{ bottom: [v.isFraction, v.isArbitraryVariable, v.isArbitraryValue, t("spacing")] }],
      left: [{ left: [v.isFraction, v.isArbitraryVariable, v.isArbitraryValue, t("spacing")] }],
      visibility: ["visible", "invisible"],
      z: [{ z: [v.isInteger, v.isArbitraryVariable, v.isArbitraryValue] }],
      basis: [
        {
          basis: [
            v.isFraction,
            t("container"),
            v.isArbitraryVariable,
            v.isArbitraryValue,
            t("spacing"),
          ],
        },
      ],
      "flex-direction": [{ flex: ["row", "col", "col-reverse"] }],
      "flex-wrap": [{ flex: ["wrap"] }],
      flex: [{ flex: [v.isNumber, v.isFraction, v.isArbitraryValue] }],
      shrink: [{ shrink: [v.isNumber, v.isArbitraryVariable, v.isArbitraryValue] }],
      "grid-cols": [{ "grid-cols": [v.isInteger, v.isArbitraryVariable, v.isArbitraryValue] }],
      "col-start-end": [
        {
          col: [
            { span: [v.isInteger, v.isArbitraryVariable, v.isArbitraryValue] },
            v.isInteger,
            v.isArbitraryVariable,
            v.isArbitraryValue,
          ],
        },
      ],
      gap: [{ gap: [v.isArbitraryVariable, v.isArbitraryValue, t("spacing")] }],
      "gap-x": [{ "gap-x": [v.isArbitraryVariable, v.isArbitraryValue, t("spacing")] }],
      "gap-y": [{ "gap-y": [v.isArbitraryVariable, v.isArbitraryValue, t("spacing")] }],
      "justify-content": [{ justify: ["start", "end", "center", "between"] }],
      "align-content": [{ content: ["start"] }],
      "align-items": [{ items: ["start", "end", "center"] }],
      "align-self": [{ self: ["start"] }],
      p: [{ p: [v.isArbitraryVariable, v.isArbitraryValue, t("spacing")] }],
      px: [{ px: [v.isArbitraryVariable, v.isArbitraryValue, t("spacing")] }],
      py: [{ py: [v.isArbitraryVariable, v.isArbitraryValue, t("spacing")] }],
      pt: [{ pt: [v.isArbitraryVariable, v.isArbitraryValue, t("spacing")] }],
      pr: [{ pr: [v.isArbitraryVariable, v.isArbitraryValue, t("spacing")] }],
      pb: [{ pb: [v.isArbitraryVariable, v.isArbitraryValue, t("spacing")] }],
      pl: [{ pl: [v.isArbitraryVariable, v.isArbitraryValue, t("spacing")] }],
      m: [{ m: [v.isArbitraryVariable, v.isArbitraryValue, t("spacing")] }],
      mx: [{ mx: ["auto", v.isArbitraryVariable, v.isArbitraryValue, t("spacing")] }],
      my: [{ my: [v.isArbitraryVariable, v.isArbitraryValue, t("spacing")] }],
      mt: [{ mt: ["auto", v.isArbitraryVariable, v.isArbitraryValue, t("spacing")] }],
      mr: [{ mr: ["auto", v.isArbitraryVariable, v.isArbitraryValue, t("spacing")] }],
      mb: [{ mb: [v.isArbitraryVariable, v.isArbitraryValue, t("spacing")] }],
      ml: [{ ml: ["auto", v.isArbitraryVariable, v.isArbitraryValue, t("spacing")] }],
      "space-y": [{ "space-y": [v.isArbitraryVariable, v.isArbitraryValue, t("spacing")] }],
      size: [{ size: [v.isFraction, v.isArbitraryVariable, v.isArbitraryValue, t("spacing")] }],
      w: [
        {
          w: [
            t("container"),
            v.isFraction,
            "auto",
            "full",
            "fit",
            v.isArbitraryVariable,
            v.isArbitraryValue,
            t("spacing"),
          ],
        },
      ],
      "min-w": [
        {
          "min-w": [
            t("container"),
            v.isFraction,
            v.isArbitraryVariable,
            v.isArbitraryValue,
            t("spacing"),
          ],
        },
      ],
      "max-w": [
        {
          "max-w": [
            t("container"),
            "none",
            { screen: [t("breakpoint")] },
            v.isFraction,
            "full",
            v.isArbitraryVariable,
            v.isArbitraryValue,
            t("spacing"),
          ],
        },
      ],
      h: [
        {
          h: [
            v.isFraction,
            "auto",
            "full",
            "dvh",
            v.isArbitraryVariable,
            v.isArbitraryValue,
            t("spacing"),
          ],
        },
      ],
      "min-h": [
        {
          "min-h": [
            "screen",
            v.isFraction,
            v.isArbitraryVariable,
            v.isArbitraryValue,
            t("spacing"),
          ],
        },
      ],
      "max-h": [
        {
          "max-h": ["none", v.isFraction, v.isArbitraryVariable, v.isArbitraryValue, t("spacing")],
        },
      ],
      "font-size": [
        { text: ["base", t("text"), v.isArbitraryVariableLength, v.isArbitraryLength] },
      ],
      "font-style": ["italic"],
      "font-weight": [
        { font: [t("font-weight"), v.isArbitraryVariableWeight, v.isArbitraryWeight] },
      ],
      "font-family": [
        { font: [v.isArbitraryVariableFamilyName, v.isArbitraryFamilyName, t("font")] },
      ],
      "fvn-spacing": ["tabular-nums"],
      tracking: [{ tracking: [t("tracking"), v.isArbitraryVariable, v.isArbitraryValue] }],
      "line-clamp": [{ "line-clamp": [v.isNumber, v.isArbitraryVariable, v.isArbitraryNumber] }],
      leading: [
        {
          leading: ["none", t("leading"), v.isArbitraryVariable, v.isArbitraryValue, t("spacing")],
        },
      ],
      "list-style-type": [{ list: ["disc", "none", v.isArbitraryVariable, v.isArbitraryValue] }],
      "text-alignment": [{ text: ["left", "center", "right"] }],
      "text-color": [{ text: [t("color"), v.isArbitraryVariable, v.isArbitraryValue] }],
      "text-decoration": ["underline", "line-through"],
      "underline-offset": [
        { "underline-offset": [v.isNumber, v.isArbitraryVariable, v.isArbitraryValue] },
      ],
      "text-transform": ["uppercase", "capitalize"],
      "text-overflow": ["truncate"],
      whitespace: [{ whitespace: ["normal", "nowrap", "pre-line", "pre-wrap"] }],
      break: [{ break: ["words", "all"] }],
      content: [{ content: [v.isArbitraryVariable, v.isArbitraryValue] }],
      "bg-color": [{ bg: [t("color"), v.isArbitraryVariable, v.isArbitraryValue] }],
      "gradient-from": [{ from: [t("color"), v.isArbitraryVariable, v.isArbitraryValue] }],
      "gradient-to": [{ to: [t("color"), v.isArbitraryVariable, v.isArbitraryValue] }],
      rounded: [
        { rounded: ["", "none", "full", t("radius"), v.isArbitraryVariable, v.isArbitraryValue] },
      ],
      "rounded-t": [{ "rounded-t": [t("radius"), v.isArbitraryVariable, v.isArbitraryValue] }],
      "rounded-b": [
        { "rounded-b": ["none", t("radius"), v.isArbitraryVariable, v.isArbitraryValue] },
      ],
      "border-w": [{ border: ["", v.isNumber, v.isArbitraryVariableLength, v.isArbitraryLength] }],
      "border-w-t": [
        { "border-t": ["", v.isNumber, v.isArbitraryVariableLength, v.isArbitraryLength] },
      ],
      "border-w-b": [
        { "border-b": ["", v.isNumber, v.isArbitraryVariableLength, v.isArbitraryLength] },
      ],
      "border-w-l": [
        { "border-l": [v.isNumber, v.isArbitraryVariableLength, v.isArbitraryLength] },
      ],
      "divide-y": [
        { "divide-y": ["", v.isNumber, v.isArbitraryVariableLength, v.isArbitraryLength] },
      ],
      "border-style": [{ border: ["dashed"] }],
      "border-color": [{ border: [t("color"), v.isArbitraryVariable, v.isArbitraryValue] }],
      "border-color-l": [{ "border-l": [t("color"), v.isArbitraryVariable, v.isArbitraryValue] }],
      "divide-color": [{ divide: [t("color"), v.isArbitraryVariable, v.isArbitraryValue] }],
      "outline-style": [{ outline: ["none"] }],
      "outline-w": [
        { outline: ["", v.isNumber, v.isArbitraryVariableLength, v.isArbitraryLength] },
      ],
      "outline-color": [{ outline: [t("color"), v.isArbitraryVariable, v.isArbitraryValue] }],
      shadow: [{ shadow: [t("shadow"), v.isArbitraryVariableShadow, v.isArbitraryShadow] }],
      "shadow-color": [{ shadow: [t("color"), v.isArbitraryVariable, v.isArbitraryValue] }],
      "ring-w": [{ ring: [v.isNumber, v.isArbitraryVariableLength, v.isArbitraryLength] }],
      "ring-color": [{ ring: [t("color"), v.isArbitraryVariable, v.isArbitraryValue] }],
      "ring-offset-w": [{ "ring-offset": [v.isNumber, v.isArbitraryLength] }],
      "ring-offset-color": [
        { "ring-offset": [t("color"), v.isArbitraryVariable, v.isArbitraryValue] },
      ],
      opacity: [{ opacity: [v.isNumber, v.isArbitraryVariable, v.isArbitraryValue] }],
      filter: [{ filter: ["", v.isArbitraryVariable, v.isArbitraryValue] }],
      "backdrop-blur": [
        { "backdrop-blur": ["", t("blur"), v.isArbitraryVariable, v.isArbitraryValue] },
      ],
      "border-collapse": [{ border: ["collapse"] }],
      transition: [
        { transition: ["", "all", "colors", v.isArbitraryVariable, v.isArbitraryValue] },
      ],
      animate: [{ animate: [t("animate"), v.isArbitraryVariable, v.isArbitraryValue] }],
      rotate: [{ rotate: [v.isNumber, v.isArbitraryVariable, v.isArbitraryValue] }],
      "translate-x": [
        { "translate-x": [v.isFraction, v.isArbitraryVariable, v.isArbitraryValue, t("spacing")] },
      ],
      "translate-y": [
        { "translate-y": [v.isFraction, v.isArbitraryVariable, v.isArbitraryValue, t("spacing")] },
      ],
      accent: [{ accent: [t("color"), v.isArbitraryVariable, v.isArbitraryValue] }],
      appearance: [{ appearance: ["none"] }],
      cursor: [
        {
          cursor: ["default", "pointer", "not-allowed", v.isArbitraryVariable, v.isArbitraryValue],
        },
      ],
      "pointer-events": [{ "pointer-events": ["none"] }],
      "scroll-mt": [{ "scroll-mt": [v.isArbitraryVariable, v.isArbitraryValue, t("spacing")] }],
      select: [{ select: ["none"] }],
      fill: [{ fill: [t("color"), v.isArbitraryVariable, v.isArbitraryValue] }],
    },
    conflictingClassGroups: {
      overflow: ["overflow-x", "overflow-y"],
      inset: ["inset-x", "top", "right", "bottom", "left"],
      "inset-x": ["right", "left"],
      flex: ["basis", "shrink"],
      gap: ["gap-x", "gap-y"],
      p: ["px", "py", "pt", "pr", "pb", "pl"],
      px: ["pr", "pl"],
      py: ["pt", "pb"],
      m: ["mx", "my", "mt", "mr", "mb", "ml"],
      mx: ["mr", "ml"],
      my: ["mt", "mb"],
      size: ["w", "h"],
      "font-size": ["leading"],
      "line-clamp": ["display", "overflow"],
      rounded: ["rounded-t", "rounded-b"],
      "border-w": ["border-w-t", "border-w-b", "border-w-l"],
      "border-color": ["border-color-l"],
    },
    conflictingClassGroupModifiers: { "font-size": ["leading"] },
    postfixLookupClassGroups: [],
    orderSensitiveModifiers: [
      "*",
      "**",
      "after",
      "backdrop",
      "before",
      "details-content",
      "file",
      "first-letter",
      "first-line",
      "marker",
      "placeholder",
      "selection",
    ],
  } as unknown as Config<string, string>;
}
