import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteError } from './RouteError';

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  error?: { value: unknown };
  pathname: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { pathname: this.props.pathname };

  static getDerivedStateFromError(value: unknown): Partial<BoundaryState> {
    return { error: { value } };
  }

  /** Navigating elsewhere clears the error. */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { error: undefined, pathname: props.pathname };
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error.value} /> : this.props.children;
  }
}

/** A page chunk that failed or timed out, or a page that crashed: RouteError in its place. */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
