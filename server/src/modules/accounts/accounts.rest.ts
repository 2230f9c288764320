import { Router } from 'express';
import { parseInput } from '../../common/validation';
import { requireAuth, route } from '../../common/http';
import { accountsService } from './accounts.service';
import { LoginInput, PasswordResetRequestInput, RegisterInput, ResetPasswordInput } from './accounts.types';
import { passwordResets } from './password-reset';
import { prepareDummyHash } from '../../common/passwords';
import type { UserEntity } from './user.entity';

/** The legacy user shape: `_id` plus the profile, never the password hash. */
export function toLegacyUser(user: UserEntity) {
  return {
    _id: user.id,
    username: user.username,
    email: user.email,
    mobile: user.mobile,
    city: user.city,
    pincode: user.pincode,
    createdAt: user.createdAt,
  };
}

/** POST /api/v1/auth/register and /login as legacy clients call them, GET /auth/me, and the password reset pair. */
export function authRouter(): Router {
  void prepareDummyHash();
  const r = Router();
  r.post(
    '/auth/register',
    route(async (req, res) => {
      const user = await accountsService.register(req.ctx, await parseInput(RegisterInput, req.body));
      // Legacy clients check for exactly 200, not 201.
      res.status(200).json(toLegacyUser(user));
    }),
  );
  r.post(
    '/auth/login',
    route(async (req, res) => {
      const { token, expiresAt, user } = await accountsService.login(req.ctx, await parseInput(LoginInput, req.body));
      // Legacy clients store this whole object as the current user and read `_id`, `token`, `username`, `email`.
      res.json({ _id: user.id, token, username: user.username, email: user.email, expiresAt });
    }),
  );
  // New routes (the legacy contract has no password reset): the same rules and answers as GraphQL's.
  r.post(
    '/auth/forgot-password',
    route(async (req, res) => {
      const { email } = await parseInput(PasswordResetRequestInput, req.body);
      res.json({ message: await passwordResets.request(req.ctx, email) });
    }),
  );
  r.post(
    '/auth/reset-password',
    route(async (req, res) => {
      const { token, password } = await parseInput(ResetPasswordInput, req.body);
      res.json({ message: await passwordResets.reset(req.ctx, token, password) });
    }),
  );
  r.get(
    '/auth/me',
    requireAuth,
    route(async (req, res) => {
      res.json(toLegacyUser(await accountsService.me(req.ctx)));
    }),
  );
  return r;
}
