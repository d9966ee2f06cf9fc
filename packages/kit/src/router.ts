/**
 * The routing the pages use, and the only import of react-router in the site. The shell shares this
 * module instead of react-router itself: a shared module is provided whole, and react-router's whole
 * (server rendering, RSC and framework helpers) is more than twice what the browser runs. Pages,
 * remotes and the kit import routing from `@canal/kit/router`; a name missing here is added here.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  matchPath,
  matchRoutes,
  useLocation,
  useNavigationType,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
