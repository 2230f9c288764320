import { Allow, Validate, ValidatorConstraint, type ValidationArguments, type ValidatorConstraintInterface } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';
import { ACCOUNT_MESSAGES, isEmailShape, isFilled, loginProblem, newPasswordProblem, registrationProblem } from './account-rules';
import { UserEntity } from './user.entity';

/**
 * The whole-form rules of account-rules.ts as one class-validator constraint, so the server answers
 * exactly the message the browser shows, in the same order ('Please fill all fields!' first).
 */
function formRule(name: string, problem: (input: Record<string, unknown>) => string | null) {
  @ValidatorConstraint({ name })
  class FormRule implements ValidatorConstraintInterface {
    validate(_value: unknown, args: ValidationArguments) {
      return problem(args.object as Record<string, unknown>) === null;
    }
    defaultMessage(args: ValidationArguments) {
      return problem(args.object as Record<string, unknown>) ?? '';
    }
  }
  return FormRule;
}

const RegistrationRules = formRule('registration', registrationProblem);
const LoginRules = formRule('login', loginProblem);
const ResetRequestRules = formRule('passwordResetRequest', (i) => (!isFilled(i.email) ? ACCOUNT_MESSAGES.fillAll : isEmailShape(i.email) ? null : ACCOUNT_MESSAGES.email));
const ResetRules = formRule('passwordReset', (i) => (!isFilled(i.token) || typeof i.token !== 'string' ? ACCOUNT_MESSAGES.resetInvalid : newPasswordProblem(i.password)));

/**
 * The registration payload (username, mobile, email, password, city, pincode); the rules live in account-rules.ts. On REST a number is
 * accepted for the mobile and the pincode (normalised to text by the service); a number for any other
 * field is refused with that field's message.
 */
@InputType({ description: 'Sign-up: every field is required.' })
export class RegisterInput {
  @Field(() => String)
  @Validate(RegistrationRules)
  username: string;

  @Field(() => String, { description: '10-digit Indian mobile number; +91 or a leading 0 is accepted.' })
  @Allow()
  mobile: string;

  @Field(() => String)
  @Allow()
  email: string;

  @Field(() => String, { description: '8 to 128 characters.' })
  @Allow()
  password: string;

  @Field(() => String)
  @Allow()
  city: string;

  @Field(() => String, { description: '6-digit PIN code.' })
  @Allow()
  pincode: string;
}

@InputType()
export class LoginInput {
  @Field(() => String)
  @Validate(LoginRules)
  email: string;

  @Field(() => String)
  @Allow()
  password: string;
}

/** A successful login: the bearer token and who it belongs to. */
@ObjectType({ description: 'A successful login: send `token` as `Authorization: Bearer <token>`.' })
export class AuthSession {
  @Field(() => String)
  token: string;

  @Field(() => Date, { description: 'When the token stops being accepted.' })
  expiresAt: Date;

  @Field(() => UserEntity)
  user: UserEntity;
}

@InputType({ description: '"Forgot password?": the e-mail of the account.' })
export class PasswordResetRequestInput {
  @Field(() => String)
  @Validate(ResetRequestRules)
  email: string;
}

@InputType({ description: 'A new password, with the token from the reset link.' })
export class ResetPasswordInput {
  @Field(() => String, { description: "The `token` parameter of the link in the reset mail." })
  @Validate(ResetRules)
  token: string;

  @Field(() => String, { description: '8 to 128 characters.' })
  @Allow()
  password: string;
}

@ObjectType({ description: 'What to tell the shopper.' })
export class PasswordResetAnswer {
  @Field(() => String)
  message: string;
}
