/** The product is served under this path (spec section 1). Shared by the build and the server. */
export const BASE_PATH = '/application-frontend';
