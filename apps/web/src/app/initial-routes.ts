import { matchRoutes, type RouteObject } from 'react-router';

/**
 * A copy of `routes` in which the routes matching `pathname` have their `lazy` modules already loaded.
 * Hydrating a prerendered page needs this: a router whose first matches are still lazy renders the
 * HydrateFallback (nothing) first, which is not the HTML on the page. The table itself is left alone,
 * so later routers built from it (tests) still load lazily.
 */
export async function withMatchedRoutesLoaded(
  routes: RouteObject[],
  pathname: string,
): Promise<RouteObject[]> {
  const matched = new Set(matchRoutes(routes, pathname)?.map((match) => match.route));
  const load = (list: RouteObject[]): Promise<RouteObject[]> =>
    Promise.all(
      list.map(async (route) => {
        if (!matched.has(route)) return route;
        const { lazy, children, ...rest } = route;
        // The table uses the function form of `lazy` (see router.tsx); an object form stays as it is.
        const loaded = typeof lazy === 'function' ? await lazy() : lazy ? { lazy } : {};
        return { ...rest, ...loaded, ...(children ? { children: await load(children) } : {}) } as RouteObject;
      }),
    );
  return load(routes);
}
