import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Stored role numbers (the SPEC's user table): 1 administrator, 0 user. */
export const RoleCode = { Admin: 1, User: 0 } as const;
/** Stored status numbers (SPEC §4): 1 normal, 0 disabled. */
export const UserStatus = { Normal: 1, Disabled: 0 } as const;

@Entity('app_user')
export class UserEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  account: string;

  @Column({ type: 'text' })
  username: string;

  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash: string;

  @Column({ type: 'smallint', default: UserStatus.Normal })
  status: number;

  @Column({ type: 'smallint', default: RoleCode.User })
  role: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
