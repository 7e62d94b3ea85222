// The router API every app shares (docs/architecture.md, "Page budgets"). A shared module is
// bundled whole, and react-router 7's entry is about 60 KB gzip (data routers, server rendering,
// cookies and sessions); the declarative router the apps use is about 14 KB. So the shared
// `react-router-dom` is `react-router-dom.mjs`, which re-exports exactly these names, and lint
// holds every app's imports to them.
//
// Remote releases built before this list still find their names here. Names may be added
// (a remote using a new one needs a shell that provides it), never removed.

/** Values (components, hooks, functions) of the shared `react-router-dom`. */
const SHARED_ROUTER_VALUES = [
  'BrowserRouter',
  'MemoryRouter',
  'Routes',
  'Route',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'useRoutes',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
  'useHref',
  'useInRouterContext',
  'useMatch',
  'useResolvedPath',
  'useOutletContext',
  'useNavigationType',
  'createSearchParams',
  'generatePath',
  'matchPath',
  'resolvePath',
];

/** Types that may be imported from `react-router-dom` (erased by the build). */
const SHARED_ROUTER_TYPES = [
  'RouteObject',
  'NavigateFunction',
  'NavigateOptions',
  'Location',
  'Params',
  'To',
  'LinkProps',
  'NavLinkProps',
  'PathMatch',
  'SetURLSearchParams',
  'URLSearchParamsInit',
];

module.exports = { SHARED_ROUTER_VALUES, SHARED_ROUTER_TYPES, SHARED_ROUTER_MODULE: require.resolve('./react-router-dom.mjs') };
