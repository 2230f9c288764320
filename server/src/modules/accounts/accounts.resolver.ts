import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { accountsService } from './accounts.service';
import { AuthSession, LoginInput, PasswordResetAnswer, PasswordResetRequestInput, RegisterInput, ResetPasswordInput } from './accounts.types';
import { passwordResets } from './password-reset';
import { UserEntity } from './user.entity';

@Resolver(() => UserEntity)
export class AccountsResolver {
  @Mutation(() => UserEntity, { description: 'Creates an account. Log in afterwards to get a token.' })
  register(@Ctx() ctx: RequestContext, @Arg('input', () => RegisterInput) input: RegisterInput): Promise<UserEntity> {
    return accountsService.register(ctx, input);
  }

  @Mutation(() => AuthSession, { description: 'Checks an email and password and issues a bearer token.' })
  login(@Ctx() ctx: RequestContext, @Arg('input', () => LoginInput) input: LoginInput): Promise<AuthSession> {
    return accountsService.login(ctx, input);
  }

  @Mutation(() => PasswordResetAnswer, {
    description:
      '"Forgot password?": mails a single-use link, valid for 30 minutes, when the e-mail has an account. The answer is the same either way. Too many requests from one network: TOO_MANY_REQUESTS.',
  })
  async requestPasswordReset(@Ctx() ctx: RequestContext, @Arg('input', () => PasswordResetRequestInput) input: PasswordResetRequestInput): Promise<PasswordResetAnswer> {
    return { message: await passwordResets.request(ctx, input.email) };
  }

  @Mutation(() => PasswordResetAnswer, {
    description:
      'Sets a new password with the token of a reset link. RESET_LINK_INVALID, RESET_LINK_USED or RESET_LINK_EXPIRED when the link cannot be used; every session from before the change ends.',
  })
  async resetPassword(@Ctx() ctx: RequestContext, @Arg('input', () => ResetPasswordInput) input: ResetPasswordInput): Promise<PasswordResetAnswer> {
    return { message: await passwordResets.reset(ctx, input.token, input.password) };
  }

  @Authorized()
  @Query(() => UserEntity, { description: 'The logged-in shopper. UNAUTHENTICATED without a valid token.' })
  me(@Ctx() ctx: RequestContext): Promise<UserEntity> {
    return accountsService.me(ctx);
  }
}
