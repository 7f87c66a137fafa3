// The route table lives in the contract (the server answers 404 outside it); links and the router use it
// from here.
export { paths } from '@dhvani/contract/web-routes';
