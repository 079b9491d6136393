// The messaging service's RPC definitions (`MessagingRpc`): written with the service.
export {};
