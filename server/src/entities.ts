import { UserEntity } from './modules/accounts/user.entity';
import { ProductEntity } from './modules/catalog/product.entity';
import { ReviewEntity } from './modules/reviews/review.entity';

/** Every TypeORM entity, listed explicitly so tests (which cannot glob-require .ts) and the build agree. */
export const entities = [ProductEntity, UserEntity, ReviewEntity];
