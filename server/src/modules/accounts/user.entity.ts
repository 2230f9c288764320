import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A registered shopper. The password is only ever stored as a one-way hash. */
@Entity({ name: 'app_user' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  username: string;

  /** Stored as typed; uniqueness is on lower(email) (see the migration). */
  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  mobile: string;

  @Column({ type: 'text' })
  city: string;

  @Column({ type: 'text' })
  pincode: string;

  @Column({ type: 'text', name: 'password_hash', select: false })
  passwordHash: string;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;
}
