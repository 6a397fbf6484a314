/**
 * The router's pieces a remote uses, from the shell's one router instance: @dating/portal is a
 * shared singleton, so a remote's links and hooks read the shell's router state. Import them
 * from here, never from react-router-dom, which is not shared (only what is used of it ships).
 */
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
