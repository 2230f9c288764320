import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { accountsService } from './accounts.service';
import { AuthSession, LoginInput, RegisterInput } from './accounts.types';
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

  @Authorized()
  @Query(() => UserEntity, { description: 'The logged-in shopper. UNAUTHENTICATED without a valid token.' })
  me(@Ctx() ctx: RequestContext): Promise<UserEntity> {
    return accountsService.me(ctx);
  }
}
