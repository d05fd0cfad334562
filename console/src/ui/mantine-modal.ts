// Mantine's Modal (ScrollArea, focus trap, scroll lock, floating-ui's ref helpers) as its own chunk:
// the modal stack loads it with the first modal route, so non-modal routes (the display) skip it.
export { Modal as default } from '@mantine/core';
