import { graphql } from '../../../gql';

export const CheckRoleQuery = graphql(`
  query CheckRole($role: Role!) {
    checkRole(role: $role)
  }
`);
