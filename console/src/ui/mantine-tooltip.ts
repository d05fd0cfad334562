// Mantine's Tooltip (with floating-ui) as its own chunk: see lazy-tooltip.tsx.
export { Tooltip as default } from '@mantine/core';
