import { graphql } from '../../../gql';

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
      deviceToken
      user {
        id
        account
        username
        role
      }
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      token
      user {
        id
        account
        username
        role
      }
    }
  }
`);

export const MeQuery = graphql(`
  query Me {
    me {
      id
      account
      username
      role
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout($everywhere: Boolean! = false) {
    logout(everywhere: $everywhere)
  }
`);
