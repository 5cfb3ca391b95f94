import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** A one-time device-transfer code: its hash, the session it copies from and who claimed it. */
@Entity({ name: 'transfer_codes' })
@Unique('UQ_transfer_codes_hash', ['codeHash'])
@Index('IDX_transfer_codes_session', ['sessionId', 'createdAt'])
export class TransferCodeRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'code_hash', type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ name: 'session_id', type: 'varchar', length: 36 })
  sessionId: string;

  @Column({ name: 'sealed_services', type: 'text', nullable: true })
  sealedServices: string | null;

  @Column({ name: 'created_at' })
  createdAt: Date;

  @Column({ name: 'expires_at' })
  expiresAt: Date;

  @Column({ name: 'claimed_at', type: Date, nullable: true })
  claimedAt: Date | null;

  @Column({ name: 'claimed_by', type: 'varchar', length: 36, nullable: true })
  claimedBy: string | null;
}
