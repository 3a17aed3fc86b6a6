import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { peekReturnTo, takeReturnTo } from '../../app/session.ts';

/** Sends a signed-in user on to where they were going (the path saved before sign-in), forgetting it once used. */
export function RedirectAfterSignIn() {
  const [to] = useState(() => peekReturnTo());
  useEffect(() => {
    takeReturnTo();
  }, []);
  return <Navigate to={to} replace />;
}
