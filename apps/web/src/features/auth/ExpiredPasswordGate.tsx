import { useEffect, useState } from 'react';
import { useFirstLoad } from '../../app/routes/first-load';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { useExpiredGateStore } from './expired-gate-store';
import { PasswordChangeDialog } from './PasswordChangeDialog';

/**
 * Opens the password dialog in its expired state after the first load (spec section 4) when the
 * signed-in user's password has expired and the user is not a super user (section 6). It cannot be
 * dismissed; it closes when the change succeeds (the store's passwordExpiredAt is cleared).
 * Mount it in the shell; a second mounted gate (e.g. the account page's) stays silent.
 */
export function ExpiredPasswordGate() {
  const user = useSessionStore((state) => state.user);
  const firstLoad = useFirstLoad();
  const expired = Boolean(user?.passwordExpiredAt && !user.isSu);
  const { open, owners, setOpen, join, leave } = useExpiredGateStore();
  const [me] = useState(() => Symbol('expired-password-gate'));

  useEffect(() => {
    join(me);
    return () => leave(me);
  }, [join, leave, me]);

  useEffect(() => {
    if (!expired) setOpen(false);
    else if (firstLoad) setOpen(true);
  }, [expired, firstLoad, setOpen]);

  if (owners[0] !== me) return null;
  return <PasswordChangeDialog visible={open && expired} mode="expired" onHide={() => undefined} />;
}
