// The id a page gives its own content (past its side navigation): the skip link's target (WCAG 2.4.1).
export const PAGE_CONTENT_ID = 'page-content';
