/** Every client route; the list lives in shared so the server knows which paths exist. */
export { PATHS as paths } from '../shared/domain/paths';
