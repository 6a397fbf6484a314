import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { type Role } from '@dating/contracts';

@Entity({ name: 'user_login' })
export class UserLogin {
  @PrimaryGeneratedColumn({ name: 'user_id' })
  userId!: number;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  username!: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  @Column({ type: 'char', length: 1 })
  role!: Role;

  @Column({ name: 'active_flag', type: 'char', length: 1 })
  activeFlag!: 'Y' | 'N';

  /** Session tokens issued before this instant are refused (set when a password changes). */
  @Column({ name: 'tokens_valid_after', type: 'timestamptz', nullable: true })
  tokensValidAfter!: Date | null;

  @Column({ name: 'create_user', type: 'text' })
  createUser!: string;

  @CreateDateColumn({ name: 'create_datetime', type: 'timestamptz' })
  createDatetime!: Date;

  @Column({ name: 'create_process', type: 'text' })
  createProcess!: string;

  @Column({ name: 'update_user', type: 'text', nullable: true })
  updateUser!: string | null;

  @Column({ name: 'update_datetime', type: 'timestamptz', nullable: true })
  updateDatetime!: Date | null;

  @Column({ name: 'update_process', type: 'text', nullable: true })
  updateProcess!: string | null;
}
